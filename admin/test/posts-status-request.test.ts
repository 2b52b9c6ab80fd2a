import { statusRequest } from '../src/posts/status-request';
import type { StatusAction } from '../src/posts/post-status-view';

const publish: StatusAction = { route: 'publish', to: 'published', label: 'Publish now' };
const schedule: StatusAction = { route: 'schedule', to: 'scheduled', label: 'Schedule' };
const record = {
  id: 7,
  title: 'Saved title',
  content: 'Saved body',
  excerpt: null,
  tags: [{ id: 1, name: 'Azure', color: '#123456' }],
  status: 'draft',
  version: 3,
};

describe('statusRequest', () => {
  it("uses the action's own route when nothing is unsaved", () => {
    expect(statusRequest(7, publish, { ...record, excerpt: '' }, record)).toEqual({
      path: '/blog/7/publish',
      method: 'POST',
      savesChanges: false,
    });
    expect(statusRequest(7, schedule, record, record, '2030-01-01T10:00:00.000Z')).toEqual({
      path: '/blog/7/schedule',
      method: 'POST',
      body: { publishAt: '2030-01-01T10:00:00.000Z' },
      savesChanges: false,
    });
  });

  it('sends the unsaved fields with the new status in one PATCH', () => {
    const typed = { ...record, title: 'Typed title', tags: [{ name: 'Azure' }, { name: 'New' }] };
    expect(statusRequest(7, publish, typed, record)).toEqual({
      path: '/blog/7',
      method: 'PATCH',
      body: {
        title: 'Typed title',
        tags: [{ name: 'Azure' }, { name: 'New' }],
        status: 'published',
      },
      savesChanges: true,
    });
  });

  it('carries the publish instant of a schedule with the changes', () => {
    const typed = { ...record, content: 'Typed body' };
    expect(statusRequest(7, schedule, typed, record, '2030-01-01T10:00:00.000Z').body).toEqual({
      content: 'Typed body',
      status: 'scheduled',
      publishAt: '2030-01-01T10:00:00.000Z',
    });
  });
});
