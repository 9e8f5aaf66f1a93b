import { TESTIMONIALS } from '../content/testimonials';
import { LandingSection } from './LandingSection';
import sections from './sections.module.css';
import styles from './TestimonialsSection.module.css';

export function TestimonialsSection() {
  return (
    <LandingSection
      id="experiences"
      className={styles.testimonialsSection}
      eyebrow="From the community"
      title="Student Experiences"
    >
      <ul className={sections.cardGrid}>
        {TESTIMONIALS.map((testimonial) => (
          <li key={testimonial.name}>
            <figure className={styles.testimonial}>
              <blockquote>
                <p>{testimonial.text}</p>
              </blockquote>
              <figcaption>
                <span className={styles.testimonialName} data-testid="testimonial-name">
                  {testimonial.name}
                </span>
                <span className={styles.testimonialRole} data-testid="testimonial-role">
                  {testimonial.role}
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
