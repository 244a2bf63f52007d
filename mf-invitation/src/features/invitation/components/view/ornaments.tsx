import styles from './cover.module.css';

/** The four rendering themes' ornaments: small inline SVGs coloured by the theme's variables, hidden from readers. */
type ThemeId = 'romantic-blush' | 'golden-elegance' | 'forest-dream' | 'ocean-breeze';
const themeOf = (id: string): ThemeId =>
  id === 'golden-elegance' || id === 'forest-dream' || id === 'ocean-breeze' ? id : 'romantic-blush';

const Leaf = ({ x, y, angle, size = 1 }: { x: number; y: number; angle: number; size?: number }) => (
  <path
    className={styles.leaf}
    d="M0 0C7-9 22-9 30 0 22 9 7 9 0 0Z"
    transform={`translate(${x} ${y}) rotate(${angle}) scale(${size})`}
  />
);

const Rose = ({ x, y, r }: { x: number; y: number; r: number }) => (
  <g transform={`translate(${x} ${y}) scale(${r / 16})`}>
    <circle className={styles.bloom} r="16" />
    <circle className={styles.bloomInner} r="10" />
    <path className={styles.swirl} d="M-4 1a4 4 0 1 1 5 4M-9-2a9 9 0 0 1 13-6M9 3a9 9 0 0 1-12 7" />
  </g>
);

/** A spray of blush roses and leaves, for a corner of the cover. */
const BlushCorner = () => (
  <>
    <path className={styles.stem} d="M0 34C40 38 74 56 98 92S128 150 130 160" />
    <path className={styles.stem} d="M34 0C38 30 52 56 84 74" />
    <Leaf x={20} y={36} angle={-12} />
    <Leaf x={60} y={52} angle={38} />
    <Leaf x={92} y={96} angle={64} size={1.1} />
    <Leaf x={112} y={128} angle={80} size={0.9} />
    <Leaf x={50} y={34} angle={-60} size={0.8} />
    <Rose x={30} y={28} r={22} />
    <Rose x={78} y={66} r={14} />
    <Rose x={116} y={118} r={10} />
    <circle className={styles.bud} cx="12" cy="58" r="5" />
    <circle className={styles.bud} cx="62" cy="12" r="4" />
  </>
);

/** Gold line work: a double frame corner with a fan and a diamond. */
const GoldCorner = () => (
  <>
    <path className={styles.line} d="M6 6H150M6 6V150M16 16H118M16 16V118" />
    <path className={styles.line} d="M16 64A48 48 0 0 1 64 16M16 44A28 28 0 0 1 44 16M6 6L48 48" />
    <path className={styles.gold} d="M48 38L58 48 48 58 38 48Z" />
    <circle className={styles.gold} cx="118" cy="16" r="3" />
    <circle className={styles.gold} cx="16" cy="118" r="3" />
    <circle className={styles.gold} cx="150" cy="6" r="2" />
    <circle className={styles.gold} cx="6" cy="150" r="2" />
  </>
);

/** A eucalyptus branch: paired round leaves along a curved stem. */
const ForestCorner = () => (
  <>
    <path className={styles.stem} d="M0 10C50 20 90 50 120 110S150 160 150 160" />
    {[
      [24, 14, -30],
      [40, 20, 40],
      [58, 28, -20],
      [72, 40, 60],
      [88, 56, -4],
      [98, 72, 80],
      [110, 92, 20],
      [118, 110, 100],
    ].map(([x, y, a], i) => (
      <Leaf key={i} x={x!} y={y!} angle={a!} size={i % 2 ? 1.05 : 0.85} />
    ))}
    <path className={styles.stem} d="M58 28C52 60 60 84 40 110" />
    <Leaf x={50} y={70} angle={150} size={0.8} />
    <Leaf x={44} y={96} angle={110} size={0.7} />
  </>
);

/** Layered watercolour waves along the cover's top. */
const OceanWaves = () => (
  <>
    <path className={styles.wave1} d="M0 0H160V56C130 70 110 40 80 50S30 80 0 62Z" />
    <path className={styles.wave2} d="M0 0H160V34C136 46 112 22 84 32S28 54 0 40Z" />
    <path className={styles.wave3} d="M0 0H160V16C140 24 118 10 92 16S36 30 0 20Z" />
    <circle className={styles.bubble} cx="130" cy="84" r="4" />
    <circle className={styles.bubble} cx="110" cy="100" r="2.5" />
    <circle className={styles.bubble} cx="148" cy="108" r="2" />
  </>
);

const corners: Record<ThemeId, () => React.JSX.Element> = {
  'romantic-blush': BlushCorner,
  'golden-elegance': GoldCorner,
  'forest-dream': ForestCorner,
  'ocean-breeze': OceanWaves,
};

/** The cover's two top corners (the second mirrored) in the theme's ornament. */
export function CoverOrnaments({ theme }: { theme: string }) {
  const Corner = corners[themeOf(theme)];
  return (
    <div className={styles.ornaments} aria-hidden="true">
      {['left', 'right'].map((side) => (
        <svg key={side} className={styles.corner} data-side={side} viewBox="0 0 160 160" focusable="false">
          <Corner />
        </svg>
      ))}
    </div>
  );
}

const dividerMarks: Record<ThemeId, React.JSX.Element> = {
  'romantic-blush': <Rose x={60} y={10} r={7} />,
  'golden-elegance': <path className={styles.gold} d="M60 3L67 10 60 17 53 10Z" />,
  'forest-dream': (
    <>
      <Leaf x={60} y={10} angle={-150} size={0.55} />
      <Leaf x={60} y={10} angle={-30} size={0.55} />
    </>
  ),
  'ocean-breeze': <path className={styles.line} d="M44 10c4-5 8-5 12 0s8 5 12 0 8-5 12 0" />,
};

/** A small rule between a section's heading and its text, in the theme's ornament. */
export function Divider({ theme }: { theme: string }) {
  return (
    <svg className={styles.divider} viewBox="0 0 120 20" aria-hidden="true" focusable="false">
      <path className={styles.line} d="M4 10H44M76 10H116" />
      {dividerMarks[themeOf(theme)]}
    </svg>
  );
}
