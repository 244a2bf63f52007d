import type { ReactNode } from 'react';
import type { IconComponent } from './SidebarLayout';
import styles from './plan-cards.module.css';

export interface PlanCardLine {
  text: string;
  soon: string | null;
}

function Line({ line }: { line: PlanCardLine }) {
  return (
    <li data-soon={line.soon ? true : undefined}>
      {line.text}
      {line.soon ? <span className={styles.soon}>{line.soon}</span> : null}
    </li>
  );
}

/** What one plan card says; `planCard()` of @undangin/contracts builds it from a plan. */
export interface PlanCardContent {
  id: string;
  name: string;
  /** A key of `icons`. */
  icon: string;
  price: string;
  interval: string;
  description: string | null;
  limits: readonly { term: string; value: string }[];
  /** Its feature lines; `soon` is the badge of a line this build does not deliver yet ('Segera hadir'). */
  features: readonly PlanCardLine[];
  /** What the plan includes beyond its numbers, in plain words (folded under 'Yang termasuk'). */
  includes: readonly PlanCardLine[];
  /** A count of the features not shown ('+3 fitur lainnya'). */
  more: string | null;
}

export interface PlanCardsProps<C extends PlanCardContent> {
  cards: readonly C[];
  icons: Readonly<Record<string, IconComponent>>;
  /** The plan in force, the one the host came to buy and the recommended one are drawn stronger. */
  marks?: (card: C) => { current?: boolean; chosen?: boolean; popular?: boolean };
  /** On the card's top edge ('PAKET AKTIF', 'PALING POPULER'). */
  ribbon?: (card: C) => ReactNode;
  /** Under the features, above the action: what the plan is to this host. */
  note?: (card: C) => ReactNode;
  /** The card's one action. */
  action: (card: C) => ReactNode;
}

/**
 * The plans as a list of cards: icon, name, price and interval, description, the two limits and the features. One
 * column on a phone, two, then three or four in a row as the room allows (container width, not the screen's: the
 * dashboard's sidebar takes part of it).
 */
export function PlanCards<C extends PlanCardContent>({ cards, icons, marks, ribbon, note, action }: PlanCardsProps<C>) {
  return (
    <div className={styles.room}>
      <ul className={styles.grid} data-columns={cards.length <= 3 ? 3 : 4}>
        {cards.map((card) => {
          const mark = marks?.(card) ?? {};
          const Icon = icons[card.icon];
          return (
            <li key={card.id}>
              <article
                className={styles.plan}
                aria-label={`Paket ${card.name}`}
                data-current={mark.current || undefined}
                data-chosen={mark.chosen || undefined}
                data-popular={mark.popular || undefined}
              >
                {ribbon?.(card)}
                {Icon ? (
                  <span className={styles.icon}>
                    <Icon size={28} strokeWidth={1.75} aria-hidden="true" />
                  </span>
                ) : null}
                <h3>{card.name}</h3>
                <p className={styles.price} data-testid={`price-${card.id}`}>
                  {card.price}
                  <span> / {card.interval}</span>
                </p>
                {card.description ? <p className={styles.description}>{card.description}</p> : null}
                <dl className={styles.limits}>
                  {card.limits.map((limit) => (
                    <div key={limit.term}>
                      <dt>{limit.term}</dt>
                      <dd>{limit.value}</dd>
                    </div>
                  ))}
                </dl>
                <ul className={styles.features}>
                  {card.features.map((line) => (
                    <Line key={line.text} line={line} />
                  ))}
                </ul>
                {card.more ? <p className={styles.more}>{card.more}</p> : null}
                {card.includes.length ? (
                  <details className={styles.includes}>
                    <summary>Yang termasuk</summary>
                    <ul>
                      {card.includes.map((line) => (
                        <Line key={line.text} line={line} />
                      ))}
                    </ul>
                  </details>
                ) : null}
                {note?.(card)}
                {action(card)}
              </article>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
