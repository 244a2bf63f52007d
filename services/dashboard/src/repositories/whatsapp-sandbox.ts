import { type Columns, type EntityManager } from '@undangin/db';

/** The local WhatsApp sandbox's own record: what each number received and wrote back (never the service's messages). */
export type SandboxMessage = Columns<
  'whatsapp_sandbox_messages',
  | 'wamid'
  | 'direction'
  | 'contact'
  | 'template'
  | 'body'
  | 'header_image'
  | 'status'
  | 'callback_data'
  | 'reply_to'
  | 'created_at'
>;

const columns = 'wamid, direction, contact, template, body, header_image, status, callback_data, reply_to, created_at';

export async function insertSandboxMessage(
  em: EntityManager,
  row: Omit<SandboxMessage, 'created_at' | 'status'> & { phoneNumberId: string; status: string },
): Promise<void> {
  await em.execute(
    `insert into whatsapp_sandbox_messages (wamid, direction, phone_number_id, contact, template, body, header_image,
       callback_data, status, reply_to) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      row.wamid,
      row.direction,
      row.phoneNumberId,
      row.contact,
      row.template,
      row.body,
      row.header_image,
      row.callback_data,
      row.status,
      row.reply_to,
    ],
  );
}

/** Every message of one number, or of every number, oldest first (the viewer's conversations). */
export async function sandboxMessages(
  em: EntityManager,
  contact: string | null,
  limit = 2000,
): Promise<SandboxMessage[]> {
  return em.execute<SandboxMessage[]>(
    `select * from (select ${columns} from whatsapp_sandbox_messages ${contact ? 'where contact = ?' : ''}
       order by created_at desc limit ?) latest order by created_at, wamid`,
    contact ? [contact, limit] : [limit],
  );
}

/** Marks a message the sandbox sent (delivered, read, failed); answers it, or null when there is no such message. */
export async function setSandboxStatus(
  em: EntityManager,
  wamid: string,
  status: string,
): Promise<SandboxMessage | null> {
  const [row] = await em.execute<SandboxMessage[]>(
    `update whatsapp_sandbox_messages set status = ?, updated_at = now() where wamid = ? and direction = 'out'
     returning ${columns}`,
    [status, wamid],
  );
  return row ?? null;
}
