// jsdom has no PointerEvent: without one, fireEvent would drop pointerId, button and clientX. Importing this
// module installs a stand-in built on MouseEvent.
class TestPointerEvent extends MouseEvent {
  readonly pointerId: number;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 0;
  }
}

if (!('PointerEvent' in window)) Object.assign(window, { PointerEvent: TestPointerEvent });
