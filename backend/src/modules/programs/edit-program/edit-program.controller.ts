import { Body, Controller, Param, Put, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { AdminProgramView } from '@sadhana/rules/programs';
import type { AuthenticatedUser } from '../../../platform/auth/authenticated-user.js';
import { CurrentUser } from '../../../platform/auth/current-user.decorator.js';
import { AdminGuard } from '../../../platform/auth/signed-in.guard.js';
import { PostAction } from '../../../platform/http/post-action.js';
import { detailsOf, ProgramDto } from '../shared/program.dto.js';
import { programIdPipe } from '../shared/program-ids.js';
import { EditProgramCommand, PublishProgramCommand } from './edit-program.command.js';

@Controller('api/admin/workshops/:programId')
@UseGuards(AdminGuard)
export class EditProgramController {
  constructor(private readonly commandBus: CommandBus) {}

  /** The program's details as they now are (the same shape as a new one); `isActive: true` publishes a draft. */
  @Put()
  edit(
    @CurrentUser() admin: AuthenticatedUser,
    @Param('programId', programIdPipe) programId: string,
    @Body() body: ProgramDto,
  ): Promise<AdminProgramView> {
    return this.commandBus.execute(
      new EditProgramCommand(admin.id, programId, detailsOf(body), body.isActive === true),
    );
  }

  @PostAction('publish')
  publish(
    @CurrentUser() admin: AuthenticatedUser,
    @Param('programId', programIdPipe) programId: string,
  ): Promise<AdminProgramView> {
    return this.commandBus.execute(new PublishProgramCommand(admin.id, programId));
  }
}
