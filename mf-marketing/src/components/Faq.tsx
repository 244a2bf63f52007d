import { useId, useState } from 'react';
import type { FaqItem } from '@undangin/contracts';
import styles from './components.module.css';

/** An FAQ accordion: one answer open at a time; clicking the open question closes it. */
export function Faq({
  items,
  title = 'Pertanyaan yang Sering Diajukan',
}: {
  items: readonly FaqItem[];
  title?: string;
}) {
  const [open, setOpen] = useState<number | null>(null);
  const id = useId();
  if (!items.length) return null;
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {title}
      </h2>
      <div className={styles.faq}>
        {items.map((item, index) => (
          <div key={item.question} className={styles.faqItem}>
            <h3>
              <button
                type="button"
                aria-expanded={open === index}
                aria-controls={`${id}-${index}`}
                onClick={() => setOpen(open === index ? null : index)}
              >
                {item.question}
                <span aria-hidden="true">{open === index ? '−' : '+'}</span>
              </button>
            </h3>
            <div id={`${id}-${index}`} role="region" hidden={open !== index}>
              <p>{item.answer}</p>
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}
