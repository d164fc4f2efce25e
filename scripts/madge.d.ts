// madge ships no types; the part of its API the folder-cycle check reads.
declare module "madge" {
  interface MadgeResult {
    obj(): Record<string, string[]>;
  }
  export default function madge(
    path: string,
    config: { fileExtensions: string[]; tsConfig: string; excludeRegExp?: RegExp[] },
  ): Promise<MadgeResult>;
}
