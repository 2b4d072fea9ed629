import { useLayoutEffect, useRef, useState } from 'react';

/** Where layout is not measured (jsdom), a chart is drawn as on a laptop's half screen. */
const UNMEASURED_WIDTH = 600;

/** An element's width in pixels, kept current as the window or the layout around it changes. */
export function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(UNMEASURED_WIDTH);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setWidth(element.getBoundingClientRect().width || UNMEASURED_WIDTH);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}
