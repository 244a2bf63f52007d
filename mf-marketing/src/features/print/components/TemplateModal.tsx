import { categoryLabel, formatRupiah, type PrintTemplate } from '@undangin/contracts';
import { Dialog } from '@undangin/ui';
import { useSiteContact } from '../../../hooks/use-site-contact';
import { orderMessage } from './order-link';
import styles from './print.module.css';

/** The detail of one template: up to 3 gallery images, specifications, features and the order link. */
export function TemplateModal({ template, onClose }: { template: PrintTemplate; onClose: () => void }) {
  const { chat } = useSiteContact();
  const specs = Object.entries(template.specifications);
  return (
    <Dialog
      title={template.name}
      onClose={onClose}
      size="wide"
      actions={
        <a
          className={styles.order}
          href={chat(orderMessage(template.name, template.price, 100))}
          target="_blank"
          rel="noreferrer"
        >
          Pesan via WhatsApp
        </a>
      }
    >
      <p className={styles.meta}>
        {categoryLabel(template.category)}
        {template.subcategory ? ` · ${template.subcategory}` : ''}
      </p>
      <div className={styles.gallery}>
        {template.gallery_images.slice(0, 3).map((src) => (
          <img key={src} src={src} alt={`Foto ${template.name}`} width="600" height="800" loading="lazy" />
        ))}
      </div>
      <p>{template.description}</p>
      <p className={styles.price}>
        {formatRupiah(template.price)} <span>/ pcs</span>
        {template.original_price ? <s>{formatRupiah(template.original_price)}</s> : null}
      </p>
      {specs.length ? (
        <dl className={styles.specs}>
          {specs.map(([key, value]) => (
            <div key={key}>
              <dt>{specLabels[key] ?? key}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <ul>
        {template.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
    </Dialog>
  );
}

const specLabels: Record<string, string> = {
  paper: 'Kertas',
  size: 'Ukuran',
  sides: 'Sisi cetak',
  finishing: 'Finishing',
  envelope: 'Amplop',
};
