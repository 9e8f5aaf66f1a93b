// What the app's routes need of antd, loaded as one chunk (app/screens.ts): its providers, the layout
// route of every screen but the landing page, and the route guards, which tell with its toasts why a
// visitor is sent elsewhere.
export { AntdRouteProviders } from './AntdRouteProviders';
export { RequireAdmin } from './guards/RequireAdmin';
export { RequireSignedIn } from './guards/RequireSignedIn';
