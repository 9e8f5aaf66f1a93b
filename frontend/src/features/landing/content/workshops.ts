export interface Workshop {
  name: string;
  summary: string;
}

export const WORKSHOPS: readonly Workshop[] = [
  {
    name: 'Surya Kriya',
    summary:
      'A potent 21-step practice of classical Hatha Yoga, done with awareness of breath, for health and inner wellbeing.',
  },
  {
    name: 'Surya Shakti',
    summary: 'A dynamic sequence of postures that builds strength, stamina and a steady, energetic morning.',
  },
  {
    name: 'Yogasanas',
    summary:
      'A set of classical postures held with ease, to bring the body and mind into alignment before meditation.',
  },
  {
    name: 'Angamardhana',
    summary:
      'Thirty-one dynamic processes using only your own body weight, to strengthen muscles, spine and circulation.',
  },
  {
    name: 'Bhuta Shuddhi',
    summary:
      'A subtle practice to cleanse the five elements within the system and bring a deep sense of balance.',
  },
  {
    name: 'Upa Yoga',
    summary: 'Simple practices that loosen the joints and activate energy. The gentlest place to begin.',
  },
];
