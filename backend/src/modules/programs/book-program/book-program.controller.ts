import { Controller, Param, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { ProgramBookingStart } from '@sadhana/rules/programs';
import type { Request } from 'express';
import { SignedInGuard } from '../../../platform/auth/signed-in.guard.js';
import { PostAction } from '../../../platform/http/post-action.js';
import { payerOf } from '../../membership/index.js';
import { programIdPipe } from '../shared/program-ids.js';
import { BookProgramCommand } from './book-program.command.js';

@Controller('api/workshops/:programId')
@UseGuards(SignedInGuard)
export class BookProgramController {
  constructor(private readonly commandBus: CommandBus) {}

  /**
   * `{ bookingId, clientSecret, amount, memberPrice }`: the PaymentIntent of the caller's booking (the
   * same one while it waits for its payment); 409 "Sold out" when no place is left.
   */
  @PostAction('book')
  book(
    @Req() request: Request,
    @Param('programId', programIdPipe) programId: string,
  ): Promise<ProgramBookingStart> {
    return this.commandBus.execute(new BookProgramCommand(programId, payerOf(request)));
  }
}
