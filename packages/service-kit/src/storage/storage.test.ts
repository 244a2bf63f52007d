import { createHash } from 'node:crypto';
import { signS3, signV4 } from './storage';

// The examples of AWS's "Signature Calculations for the Authorization Header" page for S3 (virtual-hosted examplebucket).
const keys = {
  region: 'us-east-1',
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
};
const at = new Date('2013-05-24T00:00:00Z');
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const scope = 'Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request';

describe('S3 request signing (AWS Signature Version 4)', () => {
  it("reproduces AWS's published signature of GET /test.txt with Range: bytes=0-9", () => {
    const headers = signV4(
      'GET',
      new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      { Range: 'bytes=0-9' },
      sha256(''),
      keys,
      at,
    );
    expect(headers.authorization).toBe(
      `AWS4-HMAC-SHA256 ${scope}, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41`,
    );
    expect(headers).toMatchObject({
      host: 'examplebucket.s3.amazonaws.com',
      'x-amz-date': '20130524T000000Z',
      'x-amz-content-sha256': sha256(''),
    });
  });

  it("reproduces AWS's published PUT /test$file.text (a body, an encoded key) and GET ?max-keys=2&prefix=J (a query)", () => {
    const put = signV4(
      'PUT',
      new URL('https://examplebucket.s3.amazonaws.com/test%24file.text'),
      { date: 'Fri, 24 May 2013 00:00:00 GMT', 'x-amz-storage-class': 'REDUCED_REDUNDANCY' },
      sha256('Welcome to Amazon S3.'),
      keys,
      at,
    );
    expect(put.authorization).toContain('SignedHeaders=date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class');
    expect(put.authorization).toContain('Signature=98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd');
    const list = signV4(
      'GET',
      new URL('https://examplebucket.s3.amazonaws.com/?max-keys=2&prefix=J'),
      {},
      sha256(''),
      keys,
      at,
    );
    expect(list.authorization).toContain('Signature=34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7');
  });

  it('signs an upload path-style with its content type and the hash of its body', () => {
    const settings = {
      ...keys,
      endpoint: 'https://s3.contoh.id/',
      bucket: 'undangin-uploads',
      publicBase: 'https://cdn.contoh.id',
    };
    const body = Buffer.from('isi foto');
    const { url, headers } = signS3(settings, 'PUT', 'user-1/foto (1).webp', body, 'image/webp', at);
    expect(url).toBe('https://s3.contoh.id/undangin-uploads/user-1/foto%20%281%29.webp');
    expect(headers).toMatchObject({
      host: 's3.contoh.id',
      'content-type': 'image/webp',
      'x-amz-content-sha256': sha256('isi foto'),
      'x-amz-date': '20130524T000000Z',
    });
    expect(headers.authorization).toContain(
      `${scope}, SignedHeaders=content-type;host;x-amz-content-sha256;x-amz-date, Signature=`,
    );
    // The same request through the signer proven above: signS3 adds nothing unsigned and drops nothing.
    const expected = signV4('PUT', new URL(url), { 'content-type': 'image/webp' }, sha256('isi foto'), keys, at);
    expect(headers).toEqual(expected);
  });
});
