export const MOTION_STORAGE_KEY = 'motion-paused';

/** Runs in <head> before the first paint so a remembered pause applies from the start. */
export const motionPauseBootScript = `try{if(localStorage.getItem('${MOTION_STORAGE_KEY}')==='1')document.documentElement.dataset.motion='paused'}catch(e){}`;
