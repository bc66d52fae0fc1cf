// On Node before 22 the AWS SDK prints a multi-line NodeVersionSupportWarning to stderr when its first client is
// made: its releases after the first week of January 2027 need Node 22. Printed raw, those eight lines break a log
// read line by line (the request log is JSON lines, one per event). Triage says the same once, as one line of its
// own start-up output, and turns the SDK's copy off.

/** The oldest Node the AWS SDK's releases after January 2027 support. */
const SDK_NODE_MAJOR = 22;

/** What to tell the operator of an S3-backed server on this Node, or null when its Node is recent enough. */
export function awsSdkNodeNotice(nodeVersion: string): string | null {
  const major = Number(/^v(\d+)\./.exec(nodeVersion)?.[1]);
  if (!Number.isInteger(major) || major >= SDK_NODE_MAJOR) return null;
  return `S3 storage: the AWS SDK's releases after the first week of January 2027 need Node ${SDK_NODE_MAJOR} or later, and this server runs on Node ${nodeVersion}; run Triage on Node 22 or 24 to keep receiving the SDK's fixes.`;
}

/** Says the notice (if any) through `warn`, once, and keeps the SDK from printing its own. */
export function takeOverAwsSdkNodeWarning(warn: (line: string) => void, nodeVersion: string = process.version): void {
  const notice = awsSdkNodeNotice(nodeVersion);
  if (notice) warn(notice);
  // Read by the SDK each time a client is made (@aws-sdk/core, emitWarningIfUnsupportedVersion).
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
}
