/** Build a requested export (service.ts queues it with the request). */
export const DATA_EXPORT_BUILD_JOB = "data-export.build";
/** Delete an export's file when its link expires (build.ts queues it when the file is made). */
export const DATA_EXPORT_EXPIRE_JOB = "data-export.expire";
/** Attempts before a build is given up and the request marked failed (the person may then ask again). */
export const DATA_EXPORT_BUILD_ATTEMPTS = 5;
