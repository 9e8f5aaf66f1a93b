import { Body, Controller, Module, Put } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { IsBoolean } from 'class-validator';
import { MailService } from '../../src/platform/mail/mail.service.js';

class SetMailDto {
  @IsBoolean({ message: 'failing must be true or false' })
  failing: boolean;
}

/** What a mail server that refuses connections answers. */
const REFUSED = 'connect ECONNREFUSED 127.0.0.1:587';

/**
 * PUT /api/test/mail `{failing}`: while failing, every mail the job queue delivers fails as it would
 * with the mail server down, so a browser test can watch a real job use up its attempts and an admin
 * retry it. Only the e2e server has it (backend/test/e2e-server.ts), as it has the clock.
 */
@Controller('api/test/mail')
class TestMailController {
  constructor(private readonly modules: ModuleRef) {}

  @Put()
  set(@Body() body: SetMailDto) {
    const mail = this.modules.get(MailService, { strict: false });
    if (body.failing) {
      Object.defineProperty(mail, 'deliverNow', {
        value: () => Promise.reject(new Error(REFUSED)),
        configurable: true,
      });
    } else {
      // The service's own method (its class's) delivers again.
      Reflect.deleteProperty(mail, 'deliverNow');
    }
    return { failing: body.failing };
  }
}

@Module({ controllers: [TestMailController] })
export class TestMailModule {}
