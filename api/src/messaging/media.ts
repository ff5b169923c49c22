import { fileTypeFromBuffer } from 'file-type';
import { createFile, MP4BoxBuffer } from 'mp4box';
import { parseBuffer } from 'music-metadata';
import { codes } from '../contract/codes.ts';
import {
  materialMessages,
  materialRules,
  type MaterialKind,
} from '../contract/schemas/messaging.ts';
import { ApiError } from '../errors.ts';
import { reencodeImage } from '../uploads/images.ts';

/** A material file as the service keeps it: checked, images re-encoded, with its real duration. */
export type InspectedMedia = {
  kind: MaterialKind;
  mime: string;
  bytes: Buffer;
  durationSeconds: number | null;
};

const refuse = (message: string, status = 400) =>
  new ApiError(codes.invalidRequest, message, status);
const unsupported = () => refuse(materialMessages.unsupported, 415);

/** What the bytes say they are (never the name or the client's type) → kind and stored type. */
const acceptedTypes: Record<string, { kind: MaterialKind; mime: string }> = {
  jpg: { kind: 'image', mime: 'image/jpeg' },
  png: { kind: 'image', mime: 'image/png' },
  gif: { kind: 'image', mime: 'image/gif' },
  mp4: { kind: 'video', mime: 'video/mp4' },
  mp3: { kind: 'audio', mime: 'audio/mpeg' },
  m4a: { kind: 'audio', mime: 'audio/mp4' },
  amr: { kind: 'audio', mime: 'audio/amr' },
};

/** Duration of an MP4's longest track, read from its boxes; null when they do not say. */
function mp4Duration(bytes: Buffer): number | null {
  const file = createFile();
  let seconds: number | null = null;
  file.onReady = (info) => {
    if (info.timescale > 0 && info.duration > 0) seconds = info.duration / info.timescale;
  };
  const buffer = MP4BoxBuffer.fromArrayBuffer(
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
    0,
  );
  try {
    file.appendBuffer(buffer);
    file.flush();
  } catch {
    return null;
  }
  return seconds;
}

/** Speech-frame payload bytes by frame type (RFC 4867 §5.3); SID frames 5, NO_DATA 0. */
const amrFrameBytes = {
  nb: [12, 13, 15, 17, 19, 20, 26, 31, 5, 0, 0, 0, 0, 0, 0, 0],
  wb: [17, 23, 32, 36, 40, 46, 50, 58, 60, 5, 0, 0, 0, 0, 0, 0],
} as const;

/**
 * Duration of an AMR file (RFC 4867 storage format: a magic line, then frames of 20 ms, each a
 * one-byte header whose frame type gives its size). music-metadata does not read AMR.
 */
export function amrDuration(bytes: Buffer): number | null {
  const wide = bytes.subarray(0, 9).toString('latin1') === '#!AMR-WB\n';
  let offset = wide ? 9 : bytes.subarray(0, 6).toString('latin1') === '#!AMR\n' ? 6 : -1;
  if (offset < 0) return null;
  const sizes = wide ? amrFrameBytes.wb : amrFrameBytes.nb;
  let frames = 0;
  while (offset < bytes.length) {
    offset += 1 + sizes[(bytes[offset]! >> 3) & 0x0f]!;
    frames += 1;
  }
  return offset === bytes.length ? frames * 0.02 : null;
}

async function audioDuration(bytes: Buffer, mime: string): Promise<number | null> {
  if (mime === 'audio/amr') return amrDuration(bytes);
  try {
    const { format } = await parseBuffer(bytes, { mimeType: mime }, { duration: true });
    return format.duration ?? null;
  } catch {
    return null;
  }
}

/**
 * Checks an uploaded material file (spec §5: 2 MB, video and audio one minute at most) by its
 * bytes and returns what to store.
 */
export async function inspectMaterialFile(bytes: Buffer): Promise<InspectedMedia> {
  if (bytes.length > materialRules.maxBytes) throw refuse(materialMessages.tooLarge, 413);
  const detected = await fileTypeFromBuffer(bytes);
  const accepted = detected && acceptedTypes[detected.ext];
  if (!accepted) throw refuse(materialMessages.unsupported, 415);

  if (accepted.kind === 'image') {
    const reencoded = await reencodeImage(bytes, accepted.mime, unsupported);
    if (reencoded.length > materialRules.maxBytes) throw refuse(materialMessages.tooLarge, 413);
    return { ...accepted, bytes: reencoded, durationSeconds: null };
  }
  const seconds =
    accepted.kind === 'video' ? mp4Duration(bytes) : await audioDuration(bytes, accepted.mime);
  if (seconds === null) throw refuse(materialMessages.unreadable);
  if (seconds > materialRules.maxSeconds + 0.5) throw refuse(materialMessages.tooLong);
  return { ...accepted, bytes, durationSeconds: Math.round(seconds) };
}

/** A cover image of a video or audio material: a jpg or png of at most 200 KB, re-encoded. */
export async function inspectCoverImage(bytes: Buffer) {
  const { cover } = materialRules;
  const tooLarge = () => refuse(materialMessages.coverTooLarge, 413);
  if (bytes.length > cover.maxBytes) throw tooLarge();
  const detected = await fileTypeFromBuffer(bytes);
  const accepted = detected && (cover.extensions as readonly string[]).includes(detected.ext);
  const coverUnsupported = () => refuse(materialMessages.coverUnsupported, 415);
  if (!accepted) throw coverUnsupported();
  const { mime } = acceptedTypes[detected.ext]!;
  const reencoded = await reencodeImage(bytes, mime, coverUnsupported);
  if (reencoded.length > cover.maxBytes) throw tooLarge();
  return { mime, bytes: reencoded };
}
