export const MOTION_STORAGE_KEY = 'motion-paused';

/**
 * Runs at the end of <body> (components/shell/site-document.tsx), after the stylesheets and before
 * the first paint, which waits for them too, so a remembered pause applies from the start.
 */
export const motionPauseBootScript = `try{if(localStorage.getItem('${MOTION_STORAGE_KEY}')==='1')document.documentElement.dataset.motion='paused'}catch(e){}`;
