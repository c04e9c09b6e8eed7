"""The pygame-ce table. The only package that imports pygame."""

import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# The table presents only the rectangles a frame changed (`pygame.display.update(rects)`).
# Where SDL can, it backs the window with a texture of a renderer (its default on X11),
# which uploads and redraws the whole window on every update whatever the rectangles: under
# Xvfb that was 6 ms of the window's thread for a 1080p flip and 2.8 ms even for ten small
# rectangles (docs/performance.md, "Presenting under X11"). With the hint off SDL puts just
# those rectangles on the screen (XShmPutImage on X11). Setting the variable overrides it.
os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")
