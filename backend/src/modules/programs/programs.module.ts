import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/index.js';
import { MembershipModule } from '../membership/index.js';
import { AdminProgramsController } from './admin-programs/admin-programs.controller.js';
import { BookProgramController } from './book-program/book-program.controller.js';
import { BookProgramHandler } from './book-program/book-program.handler.js';
import {
  AdminCancelBookingController,
  CancelMyBookingController,
} from './cancel-booking/cancel-booking.controller.js';
import { CancelBookingHandler } from './cancel-booking/cancel-booking.handler.js';
import { CancelProgramController } from './cancel-program/cancel-program.controller.js';
import { CancelProgramHandler } from './cancel-program/cancel-program.handler.js';
import { CreateProgramController } from './create-program/create-program.controller.js';
import { CreateProgramHandler } from './create-program/create-program.handler.js';
import { EditProgramController } from './edit-program/edit-program.controller.js';
import { EditProgramHandler, PublishProgramHandler } from './edit-program/edit-program.handler.js';
import { ListProgramsController } from './list-programs/list-programs.controller.js';
import { MyProgramsController } from './my-programs/my-programs.controller.js';
import { ProgramMailer } from './program-mails/program-mailer.js';
import { ProgramReminders } from './program-mails/program-reminders.js';
import { ProgramPayments } from './program-payments/program-payments.js';
import { ProgramRefunds } from './program-refunds/program-refunds.js';
import { RecordPlaceController } from './record-place/record-place.controller.js';
import { RecordPlaceHandler } from './record-place/record-place.handler.js';
import { ProgramViews } from './shared/program-views.js';

/**
 * Programs (workshops and retreats): admins create, edit, publish and cancel them and record places
 * paid by hand or given free; anyone lists them; a signed-in person books and pays a place through
 * Stripe (85% for an active member), the verified webhook gives the place in the order payments
 * succeed, and a cancellation is refunded through Stripe by the terms' schedule (in full when the
 * studio cancels, with a mail to each person once).
 */
@Module({
  imports: [AccountsModule, MembershipModule],
  controllers: [
    ListProgramsController,
    AdminProgramsController,
    CreateProgramController,
    EditProgramController,
    CancelProgramController,
    RecordPlaceController,
    BookProgramController,
    MyProgramsController,
    CancelMyBookingController,
    AdminCancelBookingController,
  ],
  providers: [
    ProgramViews,
    ProgramRefunds,
    ProgramReminders,
    ProgramMailer,
    ProgramPayments,
    CreateProgramHandler,
    EditProgramHandler,
    PublishProgramHandler,
    CancelProgramHandler,
    RecordPlaceHandler,
    BookProgramHandler,
    CancelBookingHandler,
  ],
})
export class ProgramsModule {}
