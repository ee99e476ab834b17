import { expect, type Locator } from '@playwright/test';

/** A change seen by the step's form; a field filled before the step's load arrived is reset, so fill till it holds. */
export async function fillUntilHeld(field: Locator, value: string): Promise<void> {
  await expect(async () => {
    await field.fill(value, { timeout: 2_000 });
    await expect(field).toHaveValue(value, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}
