import { TESTIMONIALS } from '../content/testimonials';

export function TestimonialsSection() {
  return (
    <section id="experiences" className="section testimonials-section" aria-labelledby="experiences-title">
      <div className="section-inner">
        <p className="eyebrow">From the community</p>
        <h2 id="experiences-title">Student Experiences</h2>
        <ul className="card-grid testimonial-grid">
          {TESTIMONIALS.map((testimonial) => (
            <li key={testimonial.name}>
              <figure className="testimonial">
                <blockquote>
                  <p>{testimonial.text}</p>
                </blockquote>
                <figcaption>
                  <span className="testimonial-name">{testimonial.name}</span>
                  <span className="testimonial-role">{testimonial.role}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
