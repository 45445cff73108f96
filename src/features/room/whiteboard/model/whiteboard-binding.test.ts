import * as Y from 'yjs';
import { whiteboardMapName } from '@contracts/room-document';
import { WHITEBOARD_FLUSH_INTERVAL_MS } from '../config/whiteboard';
import type { WhiteboardElement } from './types';
import { WhiteboardBinding, type WhiteboardScene } from './whiteboard-binding';

/** A rectangle as Excalidraw 0.18 makes one (the fields the binding and the merge read, and the rest's shape). */
function rectangle(id: string, overrides: Partial<WhiteboardElement> = {}): WhiteboardElement {
  return {
    id,
    type: 'rectangle',
    x: 10,
    y: 20,
    width: 120,
    height: 80,
    angle: 0,
    strokeColor: '#1e1e1e',
    backgroundColor: 'transparent',
    fillStyle: 'solid',
    strokeWidth: 2,
    strokeStyle: 'solid',
    roughness: 1,
    opacity: 100,
    groupIds: [],
    frameId: null,
    index: 'a0',
    roundness: null,
    seed: 1,
    version: 1,
    versionNonce: 100,
    isDeleted: false,
    boundElements: null,
    updated: 1,
    link: null,
    locked: false,
    ...overrides,
  } as WhiteboardElement;
}

/** Excalidraw's scene as the binding sees it, recording what it was given and whether undo would capture it. */
class FakeScene implements WhiteboardScene {
  elements: WhiteboardElement[] = [];
  unrecordedUpdates = 0;
  editing = new Set<string>();
  getSceneElementsIncludingDeleted() {
    return this.elements;
  }
  editingIds() {
    return this.editing;
  }
  replaceElementsUnrecorded(elements: readonly WhiteboardElement[]) {
    this.elements = [...elements];
    this.unrecordedUpdates += 1;
  }
  /** A local edit, as Excalidraw reports it through onChange. */
  draw(binding: WhiteboardBinding, ...elements: WhiteboardElement[]) {
    const byId = new Map(this.elements.map((element) => [element.id, element]));
    for (const element of elements) byId.set(element.id, element);
    this.elements = [...byId.values()];
    binding.localChanged(this.elements);
  }
}

/** Two browsers: each a document, a scene and a binding, their documents exchanging updates as the server relays them. */
function twoBrowsers() {
  const docs = [new Y.Doc(), new Y.Doc()];
  docs[0].on('update', (update: Uint8Array, origin: unknown) => origin !== 'relay' && Y.applyUpdate(docs[1], update, 'relay'));
  docs[1].on('update', (update: Uint8Array, origin: unknown) => origin !== 'relay' && Y.applyUpdate(docs[0], update, 'relay'));
  const scenes = [new FakeScene(), new FakeScene()];
  const bindings = docs.map((doc, index) => new WhiteboardBinding(doc.getMap<WhiteboardElement>(whiteboardMapName(1)), scenes[index]));
  return { docs, scenes, bindings };
}

const ids = (scene: FakeScene) => scene.elements.map((element) => element.id).sort();

describe('WhiteboardBinding', () => {
  it('keeps concurrent edits of different elements from both members', () => {
    const { docs, scenes, bindings } = twoBrowsers();
    scenes[0].draw(bindings[0], rectangle('box'));
    scenes[1].draw(bindings[1], rectangle('arrow', { type: 'arrow', index: 'a1' } as Partial<WhiteboardElement>));
    bindings.forEach((binding) => binding.flush());

    expect(ids(scenes[0])).toEqual(['arrow', 'box']);
    expect(ids(scenes[1])).toEqual(['arrow', 'box']);
    expect([...docs[0].getMap(whiteboardMapName(1)).keys()].sort()).toEqual(['arrow', 'box']);
    // The scene is in the elements' fractional order.
    expect(scenes[0].elements.map((element) => element.id)).toEqual(['box', 'arrow']);
  });

  it('settles on the higher version of the same element, whichever arrives last', () => {
    const { scenes, bindings } = twoBrowsers();
    scenes[0].draw(bindings[0], rectangle('box'));
    bindings[0].flush();
    // Both move the box at once: A's copy went through two versions, B's one.
    scenes[0].draw(bindings[0], rectangle('box', { x: 300, version: 3, versionNonce: 7 }));
    scenes[1].draw(bindings[1], rectangle('box', { x: 50, version: 2, versionNonce: 5 }));
    bindings[1].flush();
    bindings[0].flush();

    expect(scenes[0].elements.map((element) => element.x)).toEqual([300]);
    expect(scenes[1].elements.map((element) => element.x)).toEqual([300]);
  });

  it('breaks a tie in version by the lower nonce on both sides', () => {
    const { scenes, bindings } = twoBrowsers();
    scenes[0].draw(bindings[0], rectangle('box', { x: 1, version: 2, versionNonce: 9 }));
    scenes[1].draw(bindings[1], rectangle('box', { x: 2, version: 2, versionNonce: 3 }));
    bindings[0].flush();
    bindings[1].flush();

    expect(scenes[0].elements[0].x).toBe(2);
    expect(scenes[1].elements[0].x).toBe(2);
  });

  it('puts remote changes in the scene unrecorded, so undo holds only the member’s own strokes', () => {
    const { scenes, bindings } = twoBrowsers();
    scenes[0].draw(bindings[0], rectangle('box'));
    bindings[0].flush();

    // The scene's undo history captures every change except the ones made through replaceElementsUnrecorded
    // (Excalidraw's updateScene with CaptureUpdateAction.NEVER): B's scene only ever got A's box that way.
    expect(scenes[1].unrecordedUpdates).toBe(1);
    expect(ids(scenes[1])).toEqual(['box']);
    // A's own scene never had its box put back by the binding.
    expect(scenes[0].unrecordedUpdates).toBe(0);
  });

  it('keeps the copy of an element this member is still drawing', () => {
    const { scenes, bindings } = twoBrowsers();
    scenes[1].editing.add('box');
    scenes[1].draw(bindings[1], rectangle('box', { width: 40, version: 2 }));
    scenes[0].draw(bindings[0], rectangle('box', { width: 90, version: 5 }));
    bindings[0].flush();

    expect(scenes[1].elements[0].width).toBe(40);
  });

  it('writes only elements that changed, at most once per interval, and never images', () => {
    jest.useFakeTimers();
    try {
      const { docs, scenes, bindings } = twoBrowsers();
      const updates: Uint8Array[] = [];
      docs[0].on('update', (update: Uint8Array, origin: unknown) => origin !== 'relay' && updates.push(update));
      scenes[0].draw(bindings[0], rectangle('box'), rectangle('photo', { type: 'image', index: 'a1' } as Partial<WhiteboardElement>));
      scenes[0].draw(bindings[0], rectangle('box', { x: 99, version: 2 }));
      expect(updates).toHaveLength(0);
      jest.advanceTimersByTime(WHITEBOARD_FLUSH_INTERVAL_MS);
      expect(updates).toHaveLength(1);
      expect([...docs[1].getMap<WhiteboardElement>(whiteboardMapName(1)).values()].map((element) => [element.id, element.x])).toEqual([['box', 99]]);

      // The scene reporting the same elements again (as after a remote change) writes nothing.
      bindings[0].localChanged(scenes[0].elements);
      jest.advanceTimersByTime(WHITEBOARD_FLUSH_INTERVAL_MS);
      expect(updates).toHaveLength(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('stores copies: Excalidraw mutating its element in place does not change the document', () => {
    const { docs, scenes, bindings } = twoBrowsers();
    const box = rectangle('box');
    scenes[0].draw(bindings[0], box);
    bindings[0].flush();
    (box as { x: number }).x = 500;

    expect(docs[0].getMap<WhiteboardElement>(whiteboardMapName(1)).get('box')!.x).toBe(10);
  });

  it('opens on what the document already holds', () => {
    const doc = new Y.Doc();
    doc.getMap<WhiteboardElement>(whiteboardMapName(2)).set('box', rectangle('box'));
    const scene = new FakeScene();
    new WhiteboardBinding(doc.getMap<WhiteboardElement>(whiteboardMapName(2)), scene);

    expect(ids(scene)).toEqual(['box']);
    expect(scene.unrecordedUpdates).toBe(1);
  });
});
