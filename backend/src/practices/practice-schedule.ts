import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { dayOfWeek, type SessionDate, sessionStart } from '../domain/time/eastern-time.js';
import { PracticeEntity } from './practice.entity.js';

/**
 * The weekly practices by day, read once: they change only by migration or seed, which restart the app.
 */
@Injectable()
export class PracticeSchedule {
  private byDay?: Promise<Map<number, PracticeEntity>>;

  constructor(private readonly dataSource: DataSource) {}

  async practiceOn(date: SessionDate): Promise<PracticeEntity | undefined> {
    this.byDay ??= this.dataSource
      .getRepository(PracticeEntity)
      .find()
      .then((practices) => new Map(practices.map((p) => [p.dayOfWeek, p])))
      .catch((error) => {
        this.byDay = undefined;
        throw error;
      });
    return (await this.byDay).get(dayOfWeek(date));
  }

  async sessionStartOn(date: SessionDate): Promise<Date | undefined> {
    const practice = await this.practiceOn(date);
    return practice && sessionStart(date, practice.startTime);
  }
}
