/** The VEVENT of a calendar feed that starts at `dtstart` ("DTSTART:20261124T100000Z"), or undefined. */
export function calendarEventAt(ics: string, dtstart: string): string | undefined {
  return ics.split('BEGIN:VEVENT').find((block) => block.includes(`\r\n${dtstart}\r\n`));
}
