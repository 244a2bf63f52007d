import { column, selection, type EntityManager, type SelectedRow } from '@undangin/db';

// The devices that keep a desk offline: each with its own key, belonging to a receptionist link or to a signed-in user.

const deviceSelection = selection('desk_devices', [
  'id',
  'invitation_id',
  'link_id',
  'user_id',
  'label',
  'key',
  'created_at',
]);
export type DeskDeviceRow = SelectedRow<typeof deviceSelection>;

/** Registers a device of the invitation's desk, for a receptionist link or a user; its key is made by the caller. */
export async function insertDeskDevice(
  em: EntityManager,
  device: { invitationId: string; owner: { linkId: string } | { userId: string }; label: string; key: Buffer },
): Promise<string> {
  const [row] = await em.execute<Array<{ id: string }>>(
    `insert into desk_devices (${column('desk_devices', 'invitation_id')}, ${column('desk_devices', 'link_id')},
       ${column('desk_devices', 'user_id')}, ${column('desk_devices', 'label')}, ${column('desk_devices', 'key')})
     values (?, ?, ?, ?, ?) returning id`,
    [
      device.invitationId,
      'linkId' in device.owner ? device.owner.linkId : null,
      'userId' in device.owner ? device.owner.userId : null,
      device.label,
      device.key,
    ],
  );
  return row!.id;
}

/** The device `deviceId` of the invitation's desk, when it is this owner's (the link, or the user); else null. */
export async function deskDeviceOf(
  em: EntityManager,
  deviceId: string,
  invitationId: string,
  owner: { linkId: string } | { userId: string },
): Promise<DeskDeviceRow | null> {
  const ownerColumn = 'linkId' in owner ? column('desk_devices', 'link_id') : column('desk_devices', 'user_id');
  const [row] = await em.execute<DeskDeviceRow[]>(
    `select ${deviceSelection.sql()} from desk_devices
     where id = ? and ${column('desk_devices', 'invitation_id')} = ? and ${ownerColumn} = ?`,
    [deviceId, invitationId, 'linkId' in owner ? owner.linkId : owner.userId],
  );
  return row ?? null;
}

/** Notes when a device last synced (the host's list of links can tell which desks are behind). */
export async function markDeskSynced(em: EntityManager, deviceId: string): Promise<void> {
  await em.execute(`update desk_devices set ${column('desk_devices', 'synced_at')} = now() where id = ?`, [deviceId]);
}

/** Forgets a revoked link's devices and their keys: whatever they still hold can no longer be synced. */
export async function deleteDeskDevicesOfLink(em: EntityManager, linkId: string): Promise<void> {
  await em.execute(`delete from desk_devices where ${column('desk_devices', 'link_id')} = ?`, [linkId]);
}

/** Forgets a user's devices of one invitation (a co-host removed or leaving). */
export async function deleteDeskDevicesOfUser(em: EntityManager, invitationId: string, userId: string): Promise<void> {
  await em.execute(
    `delete from desk_devices where ${column('desk_devices', 'invitation_id')} = ? and ${column('desk_devices', 'user_id')} = ?`,
    [invitationId, userId],
  );
}
