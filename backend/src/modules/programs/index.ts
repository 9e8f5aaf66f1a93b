// The programs context's public face: workshops and retreats, their places, payments and refunds. Their
// events and decider are in domain/programs, their read models in projections/workshops and
// projections/program-bookings.

export { ProgramsModule } from './programs.module.js';
