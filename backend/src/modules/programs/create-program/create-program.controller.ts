import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { AdminProgramView } from '@sadhana/rules/programs';
import type { AuthenticatedUser } from '../../../platform/auth/authenticated-user.js';
import { CurrentUser } from '../../../platform/auth/current-user.decorator.js';
import { AdminGuard } from '../../../platform/auth/signed-in.guard.js';
import { detailsOf, ProgramDto } from '../shared/program.dto.js';
import { CreateProgramCommand } from './create-program.command.js';

@Controller('api/admin/workshops')
@UseGuards(AdminGuard)
export class CreateProgramController {
  constructor(private readonly commandBus: CommandBus) {}

  /** 201 with the new program; `isActive: false` keeps it a draft, unlisted and unbookable until published. */
  @Post()
  @HttpCode(201)
  create(@CurrentUser() admin: AuthenticatedUser, @Body() body: ProgramDto): Promise<AdminProgramView> {
    return this.commandBus.execute(
      new CreateProgramCommand(admin.id, detailsOf(body), body.isActive !== false),
    );
  }
}
