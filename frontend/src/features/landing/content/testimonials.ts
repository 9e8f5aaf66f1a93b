export interface Testimonial {
  name: string;
  role: string;
  text: string;
}

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    name: 'Priya Raman',
    role: 'Software engineer, Jersey City · member since 2019',
    text: 'I learned Surya Kriya years ago but could never keep it going alone. Practising with this group at 5 AM has made it as natural as brushing my teeth.',
  },
  {
    name: 'Daniel Okafor',
    role: 'ER nurse, Brooklyn',
    text: 'After night shifts I needed something that grounds me. The Saturday extended practice is the steadiest two hours of my week.',
  },
  {
    name: 'Maria Alvarez',
    role: 'Teacher, Hoboken · Costa Rica retreat 2018',
    text: 'The retreat in Costa Rica changed how I start every day. Coming back to the same faces each morning keeps that feeling alive.',
  },
  {
    name: 'Samir Patel',
    role: 'Architect, Manhattan',
    text: 'I started with a weekend Upa Yoga workshop, as they suggested, and joined the weekday sessions once I had the practices. Best sequence I could have followed.',
  },
];
