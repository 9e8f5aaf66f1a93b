/** The e2e server's ADMIN_EMAILS (global-setup): an account with it is admin once its email is verified. */
export const E2E_ADMIN_EMAIL = 'studio-admin@example.com';
