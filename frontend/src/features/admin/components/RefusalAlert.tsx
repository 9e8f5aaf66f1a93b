// The admin's refusals read as every screen's do (components/RefusalAlert.tsx).
export { RefusalAlert } from '../../../components/RefusalAlert';
