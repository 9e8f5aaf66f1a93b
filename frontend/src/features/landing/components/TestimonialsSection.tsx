import { TESTIMONIALS } from '../content/testimonials';
import sections from './sections.module.css';
import styles from './TestimonialsSection.module.css';

export function TestimonialsSection() {
  return (
    <section
      id="experiences"
      className={`${sections.section} ${styles.testimonialsSection}`}
      aria-labelledby="experiences-title"
    >
      <div className={sections.sectionInner}>
        <p className="eyebrow">From the community</p>
        <h2 id="experiences-title">Student Experiences</h2>
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
      </div>
    </section>
  );
}
