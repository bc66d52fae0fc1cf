// A session's browser in plain words ("Firefox on Windows", "Safari on iPhone"), from the User-Agent it was
// opened with, so that a person recognises their own devices in the list of sessions.
import Bowser from 'bowser';

/** The device a User-Agent names, or a plain fallback when it names no known browser. */
export function deviceName(userAgent: string | null): string {
  if (!userAgent || userAgent.trim() === '') return 'Unknown browser';
  const { browser, os, platform } = Bowser.parse(userAgent);
  // A phone or tablet says more by its model (iPhone, iPad) than by its system's name.
  const where = platform.model && platform.type !== 'desktop' ? platform.model : os.name;
  if (!browser.name) return where ? `A program on ${where}` : 'Unknown browser';
  return where ? `${browser.name} on ${where}` : browser.name;
}
