import {
  checkUploadFile,
  type UploadFileLike,
  type UploadFileProblem,
} from '../FileUpload/checkUploadFile.ts';

export const materialKinds = ['image', 'video', 'audio'] as const;

export type MaterialKind = (typeof materialKinds)[number];

/** The review of a material: the carriers' answers, or withdrawn. */
export const materialReviewStatuses = ['reviewing', 'rejected', 'passed', 'invalid'] as const;

export type MaterialReviewStatus = (typeof materialReviewStatuses)[number];

/** A file of the material library (素材库), as the picker shows it. */
export type Material = {
  id: string;
  kind: MaterialKind;
  name: string;
  url: string;
  /** The cover image of a video or audio. */
  coverUrl?: string;
  durationSeconds?: number;
  /** Bytes. */
  size: number;
  /** The carriers' review of the file. */
  reviewStatus: MaterialReviewStatus;
  /** When an unused material is removed (30 days after upload). */
  expiresAt?: string | Date;
};

export const materialFilters = ['all', ...materialKinds] as const;

export type MaterialFilter = (typeof materialFilters)[number];

export const materialFilterLabels: Record<MaterialFilter, string> = {
  all: '全部',
  image: '图片',
  video: '视频',
  audio: '音频',
};

/** The formats of the material library: images, mp4 video and audio. */
export const materialExtensions: Record<MaterialKind, readonly string[]> = {
  image: ['jpg', 'jpeg', 'png', 'gif'],
  video: ['mp4'],
  audio: ['mp3', 'm4a', 'amr'],
};

/** Largest material file, in MB. */
export const materialMaxSizeMB = 2;

/**
 * The cover of a video or audio is a still picture that travels as the carriers' thumbnail: JPG or
 * PNG (no GIF), 200 KB at most.
 */
export const coverExtensions = ['jpg', 'jpeg', 'png'] as const;
export const coverMaxSizeKB = 200;

export function filterMaterials(
  materials: readonly Material[],
  filter: MaterialFilter,
): Material[] {
  return filter === 'all'
    ? [...materials]
    : materials.filter((material) => material.kind === filter);
}

/** The kind a file will become, by its extension; null when the library does not take it. */
export function materialKindOfFile(fileName: string): MaterialKind | null {
  const dot = fileName.lastIndexOf('.');
  const extension = dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
  return materialKinds.find((kind) => materialExtensions[kind].includes(extension)) ?? null;
}

/** Refuses a material file of another type (不支持该文件类型) or over 2 MB (文件大小超出2MB) before it is sent. */
export function checkMaterialFile(file: UploadFileLike): UploadFileProblem | null {
  return checkUploadFile(file, {
    accept: materialKinds.flatMap((kind) => materialExtensions[kind]),
    maxSizeMB: materialMaxSizeMB,
  });
}

/** The cover image chosen with a video or audio: 封面须为JPG或PNG格式的图片, 封面图片不能超过200KB. */
export function checkCoverFile(file: UploadFileLike): UploadFileProblem | null {
  const problem = checkUploadFile(file, {
    accept: coverExtensions,
    maxSizeMB: coverMaxSizeKB / 1024,
  });
  if (problem?.reason === 'type') return { ...problem, message: '封面须为JPG或PNG格式的图片' };
  if (problem?.reason === 'size') {
    return { ...problem, message: `封面图片不能超过${coverMaxSizeKB}KB` };
  }
  return problem;
}

/** A video or audio is only uploaded together with a cover image. */
export function needsCover(kind: MaterialKind): boolean {
  return kind !== 'image';
}

/** A material the carriers rejected, or one withdrawn or expired, cannot go into a template. */
export function isMaterialUsable(material: Pick<Material, 'reviewStatus'>): boolean {
  return material.reviewStatus !== 'rejected' && material.reviewStatus !== 'invalid';
}

/** A file size for people: 812 B, 35.2 KB, 1.5 MB (1 KB = 1024 bytes, as the 2 MB limit counts). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${trimmed(bytes / 1024)} KB`;
  return `${trimmed(bytes / 1024 / 1024)} MB`;
}

function trimmed(value: number): string {
  return String(Math.round(value * 10) / 10);
}
