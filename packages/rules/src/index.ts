// Everything at once; the frontend imports the subpaths (`@sadhana/rules/time` …) so that a screen
// loads luxon only when it uses dates.

export * from './admin.js';
export * from './admin-workspace.js';
export * from './api.js';
export * from './attendance.js';
export * from './fees.js';
export * from './membership-pause.js';
export * from './profile.js';
export * from './profile-completion.js';
export * from './program-refunds.js';
export * from './programs.js';
export * from './registration.js';
export * from './session-mails.js';
export * from './system-status.js';
export * from './time.js';
