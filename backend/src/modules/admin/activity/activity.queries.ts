/** DAU = active on the Eastern day; WAU = in the last 7 Eastern days; MAU = in the last 30. */
export const WAU_DAYS = 7;
export const MAU_DAYS = 30;

/**
 * The narrowest of DAU, WAU and MAU that holds for a user last active on `lastActive` (an SQL date),
 * as of `asOf` (an SQL date), else 'other': as SQL, since the users list builds its rows there.
 */
export function activityStatusSql(lastActive: string, asOf: string): string {
  return `CASE WHEN ${lastActive} IS NULL OR ${lastActive} > ${asOf} THEN 'other'
               WHEN ${lastActive} = ${asOf} THEN 'DAU'
               WHEN ${lastActive} > ${asOf} - ${WAU_DAYS} THEN 'WAU'
               WHEN ${lastActive} > ${asOf} - ${MAU_DAYS} THEN 'MAU'
               ELSE 'other' END`;
}
