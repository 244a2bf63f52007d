import dns2 from 'dns2';

const { Packet } = dns2;

export interface ZoneRecord {
  type: 'A' | 'AAAA' | 'CNAME' | 'TXT';
  value: string;
}

/**
 * A small authoritative DNS server over UDP for tests and local trials of custom domains: the records are what the
 * caller puts in `records` (by lower-case name), changed at will while it runs. A CNAME is followed within the zone, as
 * a recursive resolver's answer is; a name with no record of the asked type answers NOERROR with no answers (what a
 * real zone says), so the resolver reports "no data".
 */
export class DnsZone {
  readonly records = new Map<string, ZoneRecord[]>();
  private readonly server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request);
      const [question] = request.questions;
      // As a recursive resolver answers: a CNAME, then what its target has of the asked type (chains followed).
      let name = question?.name.toLowerCase().replace(/\.$/, '');
      for (let hops = 0; question && name && hops < 8; hops++) {
        const records = this.records.get(name) ?? [];
        const alias = records.find((record) => record.type === 'CNAME');
        const chosen = question.type === Packet.TYPE.CNAME || !alias ? records : [alias];
        for (const record of chosen) {
          const type = Packet.TYPE[record.type];
          if (question.type !== type && record.type !== 'CNAME') continue;
          const data =
            record.type === 'A' || record.type === 'AAAA'
              ? { address: record.value }
              : record.type === 'CNAME'
                ? { domain: record.value }
                : { data: record.value };
          response.answers.push({ name, type, class: Packet.CLASS.IN, ttl: 1, ...data } as never);
        }
        name = alias && question.type !== Packet.TYPE.CNAME ? alias.value.toLowerCase() : undefined;
      }
      void send(response);
    },
  });

  /** Listens on 127.0.0.1:`port` (0: any free port); answers the port, for DNS_SERVERS=127.0.0.1:<port>. */
  async listen(port = 0): Promise<number> {
    const addresses = await this.server.listen({ udp: { port, address: '127.0.0.1' } });
    return (addresses as unknown as { udp: { port: number } }).udp.port;
  }

  set(name: string, records: ZoneRecord[]): void {
    this.records.set(name.toLowerCase(), records);
  }

  async close(): Promise<void> {
    await this.server.close();
  }
}
