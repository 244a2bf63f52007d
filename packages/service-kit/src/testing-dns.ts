import dns2 from 'dns2';

const { Packet } = dns2;

export interface ZoneRecord {
  type: 'A' | 'AAAA' | 'CNAME' | 'TXT';
  value: string;
}

/**
 * A small authoritative DNS server over UDP for tests and local trials of custom domains: the records are what the
 * caller puts in `records` (by lower-case name), changed at will while it runs. A name with no record of the asked
 * type answers NOERROR with no answers (what a real zone says), so the resolver reports "no data".
 */
export class DnsZone {
  readonly records = new Map<string, ZoneRecord[]>();
  private readonly server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request);
      const [question] = request.questions;
      if (question) {
        const name = question.name.toLowerCase().replace(/\.$/, '');
        for (const record of this.records.get(name) ?? []) {
          const type = Packet.TYPE[record.type];
          // A CNAME answers every question about its name, as a real resolver's answer starts with it.
          if (question.type !== type && record.type !== 'CNAME') continue;
          const data =
            record.type === 'A' || record.type === 'AAAA'
              ? { address: record.value }
              : record.type === 'CNAME'
                ? { domain: record.value }
                : { data: record.value };
          response.answers.push({ name: question.name, type, class: Packet.CLASS.IN, ttl: 1, ...data } as never);
        }
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
