export interface Retreat {
  place: string;
  year: number;
  summary: string;
}

export const PAST_RETREATS: readonly Retreat[] = [
  {
    place: 'Costa Rica',
    year: 2020,
    summary: 'Five days of sunrise practice above the Pacific, with silence until noon and chanting at dusk.',
  },
  {
    place: 'Costa Rica',
    year: 2018,
    summary: 'A week in the cloud forest: extended Hatha Yoga sessions and walks through the rainforest.',
  },
  {
    place: 'Costa Rica',
    year: 2017,
    summary:
      'Our first retreat abroad, on the Nicoya Peninsula, where many of our members met for the first time.',
  },
  {
    place: 'Colombia',
    year: 2015,
    summary: 'A cultural festival of music, dance and practice, shared with a local community in the Andes.',
  },
];
