"""The kit's squares in a circle (dice on a round token): inside, apart, first top left."""

from __future__ import annotations

import pygame
import pytest

from tabletop.tablekit.circle_fit import squares_in_circle


@pytest.mark.parametrize("width", [36, 60, 90, 150])
@pytest.mark.parametrize("n", [1, 2, 3, 4, 5])
def test_squares_stay_inside_the_circle_and_apart(width, n):
    circle = pygame.Rect(100, 50, width, width)
    rects = squares_in_circle(circle, n, largest=64, smallest=4)
    assert len(rects) == n and rects[0] == min(rects, key=lambda r: (r.y, r.x))
    for i, r in enumerate(rects):
        corners = (r.topleft, (r.right, r.y), (r.x, r.bottom), (r.right, r.bottom))
        assert all((x - circle.centerx) ** 2 + (y - circle.centery) ** 2
                   <= (width / 2) ** 2 for x, y in corners)
        assert not any(r.colliderect(o) for o in rects[i + 1:])
    assert rects[0].width <= 64


def test_a_lone_square_keeps_its_largest_size_and_three_make_a_centred_pair_and_one():
    circle = pygame.Rect(0, 0, 200, 200)
    assert squares_in_circle(circle, 1, largest=50)[0].size == (50, 50)
    a, b, c = squares_in_circle(circle, 3, largest=80)
    assert a.y == b.y < c.y and a.x < b.x and abs(c.centerx - circle.centerx) <= 1
