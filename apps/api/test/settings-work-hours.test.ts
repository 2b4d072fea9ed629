import { describe, expect, it } from 'vitest';
import type { SettingsState } from '@coachyard/contract';
import { fieldsOf, formRulesSuite, message, validBody } from './users-support.ts';

const { suite, create } = formRulesSuite();

const setWorkingHours = async (values: object) => {
  const all = (await suite.t.request({ method: 'GET', url: '/api/settings', token: suite.admin })).json()
    .data as SettingsState;
  const response = await suite.t.request({
    method: 'PATCH',
    url: '/api/settings/working_hours',
    token: suite.admin,
    payload: { version: all.working_hours.version, values },
  });
  expect(response.statusCode, response.body).toBe(200);
};
const formHours = async () =>
  (await suite.t.request({ method: 'GET', url: '/api/settings/forms', token: suite.admin })).json().data
    .working_hours;

describe('the Working hours settings', () => {
  it('decide which start and end hours a user may be saved with, at once', async () => {
    const representative = () =>
      validBody(suite.places, 'REPRESENTATIVE', { work_hours: { start: '07:00', end: '15:00' } });
    const refused = await create(representative());
    expect(fieldsOf(refused)).toEqual({
      'work_hours.start': [message('common.invalid')],
      'work_hours.end': [message('common.invalid')],
    });

    await setWorkingHours({ step: 1, start: { from: 7, to: 11 } });
    expect(await formHours()).toMatchObject({ step: 1, start: { from: 7, to: 11 } });
    const accepted = await create(representative());
    expect(accepted.statusCode, accepted.body).toBe(201);
    // 06:00 is no longer offered.
    const early = await create(
      validBody(suite.places, 'REPRESENTATIVE', { work_hours: { start: '06:00', end: '15:00' } }),
    );
    expect(fieldsOf(early)).toEqual({ 'work_hours.start': [message('common.invalid')] });
  });
});
