// A session's browser in plain words ("Firefox on Windows", "Safari on iPhone"), from the User-Agent it was
// opened with, so that a person recognises their own devices in the list of sessions.
import Bowser from 'bowser';

/** The device a User-Agent names, or a plain fallback when it names no known browser. */
export function deviceName(userAgent: string | null): string {
  // A blank one names no browser and no system either: Bowser's answer gives the fallback below.
  if (!userAgent) return 'Unknown browser';
  const { browser, os, platform } = Bowser.parse(userAgent);
  // Bowser names a model only for phones, tablets and TVs, which say more by it (iPhone, iPad) than by their system.
  const where = platform.model ?? os.name;
  if (!browser.name) return where ? `A program on ${where}` : 'Unknown browser';
  return where ? `${browser.name} on ${where}` : browser.name;
}
