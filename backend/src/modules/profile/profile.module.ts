import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/index.js';
import { UpdateGoalsController } from './update-goals/update-goals.controller.js';
import { UpdateGoalsHandler } from './update-goals/update-goals.handler.js';
import { UpdateProfileController } from './update-profile/update-profile.controller.js';
import { UpdateProfileHandler } from './update-profile/update-profile.handler.js';

/** The member's profile: contact details, practice experience and goal planning . */
@Module({
  imports: [AccountsModule],
  controllers: [UpdateProfileController, UpdateGoalsController],
  providers: [UpdateProfileHandler, UpdateGoalsHandler],
})
export class ProfileModule {}
