import { useRef, useState, type DragEvent } from 'react';

/** Whether a drag carries files (rather than text or a link from the page). */
function carriesFiles(event: DragEvent): boolean {
  return Array.from(event.dataTransfer.types).includes('Files');
}

export interface FileDrop {
  /** Files are being dragged over the element: show the DropOverlay. */
  readonly dragging: boolean;
  /** To spread on the element that receives the drop; empty when dropping is not `enabled`. */
  readonly handlers: {
    onDragEnter?: (event: DragEvent<HTMLElement>) => void;
    onDragOver?: (event: DragEvent<HTMLElement>) => void;
    onDragLeave?: (event: DragEvent<HTMLElement>) => void;
    onDrop?: (event: DragEvent<HTMLElement>) => void;
  };
}

interface Options {
  /** False for people who may not attach: the element then ignores drags, and the browser does its default. */
  enabled: boolean;
  /** False while an upload runs: a drop is refused (the cursor says so) and nothing is called. */
  accepting: boolean;
  onFiles: (files: File[]) => void;
}

/**
 * Files dropped anywhere on an element. Drags of text or links are left alone, so that dropping a link
 * into a text field inside the element still works.
 */
export function useFileDrop({ enabled, accepting, onFiles }: Options): FileDrop {
  const [dragging, setDragging] = useState(false);
  // dragenter and dragleave fire for every child crossed; the element is left when the count is back to 0.
  const depth = useRef(0);

  if (!enabled) return { dragging: false, handlers: {} };
  return {
    dragging,
    handlers: {
      onDragEnter: (event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        depth.current += 1;
        if (accepting) setDragging(true);
      },
      onDragOver: (event) => {
        if (!carriesFiles(event)) return;
        // Without this the browser would open the file in place of the page.
        event.preventDefault();
        // An enclosing drop zone (the issue page has several) must not take the drop as well.
        event.stopPropagation();
        event.dataTransfer.dropEffect = accepting ? 'copy' : 'none';
      },
      onDragLeave: (event) => {
        if (!carriesFiles(event)) return;
        depth.current = Math.max(0, depth.current - 1);
        if (depth.current === 0) setDragging(false);
      },
      onDrop: (event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        event.stopPropagation();
        depth.current = 0;
        setDragging(false);
        if (accepting) onFiles(Array.from(event.dataTransfer.files));
      },
    },
  };
}
