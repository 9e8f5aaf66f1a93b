// The profile context's public face: the member's contact details, practice experience and goals.
export { ProfileModule } from './profile.module.js';
