'use client';

import { useEffect } from 'react';
import { useFinePointer, useMotionAllowed } from '@/lib/motion-preference';
import { sparkSegments } from '@/lib/sparks';

/** Draws eight short lines bursting from each click, on a canvas made on first use. */
export function ClickSparks() {
  const motionAllowed = useMotionAllowed();
  const finePointer = useFinePointer();
  const enabled = motionAllowed && finePointer;

  useEffect(() => {
    if (!enabled) return;
    let canvas: HTMLCanvasElement | null = null;
    let frame = 0;
    const bursts: { x: number; y: number; start: number }[] = [];

    const ensureCanvas = () => {
      if (canvas) return canvas;
      canvas = document.createElement('canvas');
      canvas.setAttribute('aria-hidden', 'true');
      canvas.dataset.testid = 'click-sparks';
      Object.assign(canvas.style, {
        position: 'fixed',
        inset: '0',
        pointerEvents: 'none',
        zIndex: '60',
      });
      document.body.append(canvas);
      return canvas;
    };

    const draw = (time: number) => {
      const surface = ensureCanvas();
      const context = surface.getContext('2d');
      if (!context) return;
      const ratio = window.devicePixelRatio || 1;
      if (surface.width !== window.innerWidth * ratio) {
        surface.width = window.innerWidth * ratio;
        surface.height = window.innerHeight * ratio;
        surface.style.width = `${window.innerWidth}px`;
        surface.style.height = `${window.innerHeight}px`;
      }
      context.setTransform(ratio, 0, 0, ratio, 0, 0);
      context.clearRect(0, 0, window.innerWidth, window.innerHeight);
      context.strokeStyle = '#4d7700';
      context.lineWidth = 2;
      for (let index = bursts.length - 1; index >= 0; index -= 1) {
        const burst = bursts[index]!;
        const segments = sparkSegments(burst.x, burst.y, time - burst.start);
        if (!segments) {
          bursts.splice(index, 1);
          continue;
        }
        context.beginPath();
        for (const [x1, y1, x2, y2] of segments) {
          context.moveTo(x1, y1);
          context.lineTo(x2, y2);
        }
        context.stroke();
      }
      frame = bursts.length ? requestAnimationFrame(draw) : 0;
    };

    const onClick = (event: MouseEvent) => {
      if (event.detail === 0) return; // keyboard "clicks" have no position
      bursts.push({ x: event.clientX, y: event.clientY, start: performance.now() });
      if (!frame) frame = requestAnimationFrame(draw);
    };
    window.addEventListener('click', onClick);
    return () => {
      window.removeEventListener('click', onClick);
      cancelAnimationFrame(frame);
      canvas?.remove();
    };
  }, [enabled]);

  return null;
}
