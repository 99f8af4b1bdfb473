import { AwsClient } from 'aws4fetch';
import { isMediaKey, type MediaStorage } from './storage';

/** docs/media.md#s3: where an S3-compatible store is and who may write to it. */
export interface S3Settings {
  /** The S3 API's origin: https://s3.ap-south-1.amazonaws.com, an R2 or MinIO address. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where browsers read the objects: the bucket's public address or a CDN in front of it. */
  publicUrl: string;
}

const S3_VARIABLES = {
  endpoint: 'MEDIA_S3_ENDPOINT',
  bucket: 'MEDIA_S3_BUCKET',
  region: 'MEDIA_S3_REGION',
  accessKeyId: 'MEDIA_S3_ACCESS_KEY_ID',
  secretAccessKey: 'MEDIA_S3_SECRET_ACCESS_KEY',
  publicUrl: 'MEDIA_PUBLIC_URL',
} as const satisfies Record<keyof S3Settings, string>;

const httpUrl = (name: string, value: string) => {
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || !['http:', 'https:'].includes(url.protocol) || url.search || url.hash)
    throw new Error(`${name}: '${value}' is not an http(s) address`);
  return value.replace(/\/+$/, '');
};

/**
 * The S3 settings of the environment: null when none is given (media on disk); all of them, or
 * a start-up error naming the missing ones (half a configuration must never write to disk while
 * the operator thinks it writes to S3).
 */
export function s3SettingsOf(env: NodeJS.ProcessEnv): S3Settings | null {
  const values = Object.fromEntries(
    Object.entries(S3_VARIABLES).map(([field, name]) => [field, env[name]?.trim() ?? '']),
  ) as Record<keyof S3Settings, string>;
  const missing = Object.entries(S3_VARIABLES).filter(([field]) => !values[field as keyof S3Settings]);
  if (missing.length === Object.keys(S3_VARIABLES).length) return null;
  if (missing.length > 0)
    throw new Error(
      `S3 media storage needs ${Object.values(S3_VARIABLES).join(', ')}; missing: ${missing.map(([, name]) => name).join(', ')}`,
    );
  return {
    ...values,
    endpoint: httpUrl(S3_VARIABLES.endpoint, values.endpoint),
    publicUrl: httpUrl(S3_VARIABLES.publicUrl, values.publicUrl),
  };
}

/** Objects never change under their content-hashed names (docs/media.md#keys). */
const IMMUTABLE = 'public, max-age=31536000, immutable';

const xmlValues = (xml: string, tag: string) =>
  [...xml.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g'))].map((match) => match[1]!);

/**
 * Media on an S3-compatible store (AWS S3, Cloudflare R2, MinIO...), addressed path-style
 * (endpoint/bucket/key), requests signed with AWS Signature V4 by aws4fetch. Browsers read the
 * objects from `publicUrl`, never through this server.
 */
export function createS3Storage(settings: S3Settings): MediaStorage {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
    service: 's3',
  });
  const bucketUrl = `${settings.endpoint}/${encodeURIComponent(settings.bucket)}`;
  const objectUrl = (key: string) => {
    if (!isMediaKey(key)) throw new Error(`Not a media key: ${key}`);
    return `${bucketUrl}/${key}`;
  };
  // S3 says why in an XML <Error>: its <Code> and <Message> make the log line.
  const failed = async (what: string, response: Response) => {
    const body = await response.text();
    const said = ['Code', 'Message'].flatMap((tag) => xmlValues(body, tag)).join(': ');
    return new Error(`S3 ${what}: ${response.status} ${said || body.slice(0, 200)}`);
  };

  return {
    async put(key, bytes, contentType) {
      const response = await client.fetch(objectUrl(key), {
        method: 'PUT',
        body: new Uint8Array(bytes),
        headers: { 'Content-Type': contentType, 'Cache-Control': IMMUTABLE },
      });
      if (!response.ok) throw await failed(`PUT ${key}`, response);
    },
    async get(key) {
      if (!isMediaKey(key)) return null;
      const response = await client.fetch(objectUrl(key));
      if (response.status === 404) return null;
      if (!response.ok) throw await failed(`GET ${key}`, response);
      return Buffer.from(await response.arrayBuffer());
    },
    async delete(key) {
      const response = await client.fetch(objectUrl(key), { method: 'DELETE' });
      // Deleting what is not there is done too (S3 answers 204; some stores 404).
      if (!response.ok && response.status !== 404) throw await failed(`DELETE ${key}`, response);
    },
    url: (key) => `${settings.publicUrl}/${key}`,
    async *list() {
      let token: string | undefined;
      do {
        const query = new URLSearchParams({ 'list-type': '2', ...(token ? { 'continuation-token': token } : {}) });
        const response = await client.fetch(`${bucketUrl}?${query}`);
        if (!response.ok) throw await failed('ListObjectsV2', response);
        const xml = await response.text();
        for (const entry of xmlValues(xml, 'Contents')) {
          const [key = ''] = xmlValues(entry, 'Key');
          const [modified = ''] = xmlValues(entry, 'LastModified');
          if (isMediaKey(key)) yield { key, modified: new Date(modified) };
        }
        token = xml.includes('<IsTruncated>true</IsTruncated>')
          ? xmlValues(xml, 'NextContinuationToken')[0]
          : undefined;
      } while (token);
    },
  };
}
