import { BadRequestException, Injectable, type PipeTransform } from '@nestjs/common';
import { isSessionDate } from '../domain/eastern-time.js';

/** A `:date` path segment: a real calendar date written YYYY-MM-DD, or a 400 with a message. */
@Injectable()
export class SessionDatePipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!isSessionDate(value)) throw new BadRequestException('date must be a real date like 2026-11-24');
    return value;
  }
}
