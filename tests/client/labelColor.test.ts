import { webDarkTheme } from '@fluentui/react-components';
import { chipColors, contrastRatio, LEAST_CHIP_CONTRAST, swatchColor, textColorOn } from '../../src/client/labels/labelColor';

// The edges of what a label's colour can be: the lightest, the darkest, the grey where black and white text
// contrast about equally, saturated colours, and a malformed one (grey).
const EDGES = ['ffffff', '000000', '757575', '767676', 'ffff00', '0000ff', 'ff0000', '00ff00', 'd73a4a', 'not-a-colour'];

test.each(EDGES)('the chip of %s reads at AA on a light and on a dark page', (color) => {
  for (const scheme of ['light', 'dark'] as const) {
    const { background, text } = chipColors(color, scheme);
    expect(background).toMatch(/^#[0-9a-f]{6}$/);
    expect(text).toMatch(/^#[0-9a-f]{6}$/);
    expect(contrastRatio(text, background)).toBeGreaterThanOrEqual(LEAST_CHIP_CONTRAST);
  }
});

test('on a light page the chip is the label colour with black or white text, whichever contrasts more', () => {
  expect(chipColors('ffffff', 'light')).toEqual({ background: '#ffffff', text: '#000000' });
  expect(chipColors('000000', 'light')).toEqual({ background: '#000000', text: '#ffffff' });
  // Mid grey, where the choice turns: #757575 is just dark enough for white (4.61:1), #767676 just light enough
  // for black (4.62:1).
  expect(chipColors('757575', 'light').text).toBe('#ffffff');
  expect(chipColors('767676', 'light').text).toBe('#000000');
  expect(chipColors('D73A4A', 'light').background).toBe('#d73a4a');
  expect(textColorOn('zzzzzz')).toBe('#000000');
});

test('on a dark page a chip is dimmed into the page and its text is the label colour made light enough', () => {
  const page = webDarkTheme.colorNeutralBackground1;
  const white = chipColors('ffffff', 'dark');
  const black = chipColors('000000', 'dark');
  // None glares: even a white label's chip stays a dark grey near the page (2.3:1 against it).
  for (const chip of [white, black, chipColors('ffff00', 'dark')]) {
    expect(contrastRatio(chip.background, page)).toBeLessThan(2.5);
  }
  // A white label keeps white text; a black one gets text lightened from black (grey, not the black that vanished).
  expect(white.text).toBe('#ffffff');
  expect(black.text).not.toBe('#000000');
  expect(contrastRatio(black.text, black.background)).toBeGreaterThanOrEqual(LEAST_CHIP_CONTRAST);
  // A colour that already reads keeps itself: yellow text on its dimmed chip.
  expect(chipColors('ffff00', 'dark').text).toBe('#ffff00');
  // The light page's chip of the same label is the label's colour itself.
  expect(chipColors('ffff00', 'light').background).toBe(swatchColor('ffff00'));
});

test('every colour of a coarse grid over the RGB cube reads at AA on both schemes', () => {
  const levels = ['00', '33', '66', '99', 'cc', 'ff'];
  for (const r of levels)
    for (const g of levels)
      for (const b of levels)
        for (const scheme of ['light', 'dark'] as const) {
          const { background, text } = chipColors(`${r}${g}${b}`, scheme);
          expect([`${r}${g}${b}`, scheme, contrastRatio(text, background) >= LEAST_CHIP_CONTRAST]).toEqual([`${r}${g}${b}`, scheme, true]);
        }
});
