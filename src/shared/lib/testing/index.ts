/**
 * Test helpers for SPA component tests. Only test files import this segment (ESLint refuses it elsewhere),
 * so none of it reaches the bundle.
 */
export { createTestStore, resetTestStores, type TestStore } from './test-store';
export { renderWithProviders, type RenderWithProvidersOptions } from './render-with-providers';
export { setupApiServer, csrfHandler } from './api-server';
export { recordActions, exportActions, replayActions, type ActionRecording } from './record-actions';
export { FakeRoomSocket, roomWelcomeFixture } from './fake-room-socket';
export { FakeNotificationsSocket } from './fake-notifications-socket';
export { stubMatchMedia } from './match-media';
