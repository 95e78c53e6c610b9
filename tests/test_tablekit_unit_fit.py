"""The kit's unit for a panel of several possible shapes (tablekit.unit_fit.fit_unit)."""

from __future__ import annotations

import pytest

from tabletop.tablekit.unit_fit import fit_unit

WIDE, TALL = (17.8, 4.2), (10.2, 6.7)


def test_a_wide_box_takes_the_wide_shape_and_its_unit():
    assert fit_unit(1200, 200, (WIDE, TALL), 64) == (int(200 / 4.2), 0)    # the height rules


def test_a_tall_box_takes_the_tall_shape():
    assert fit_unit(400, 400, (WIDE, TALL), 64) == (int(400 / 10.2), 1)


def test_the_first_shape_stays_while_it_gives_lean_of_the_best():
    w, h = 17.8 * 40 + 0.1, 6.7 * 42 + 0.1  # wide: 40 px, tall: 42 px (40 >= 0.95 * 42)
    assert fit_unit(w, h, (WIDE, TALL), 64) == (40, 0)
    assert fit_unit(w, h, (WIDE, TALL), 64, lean=1.0) == (42, 1)   # no lean: the bigger


def test_the_unit_is_capped_and_never_below_least():
    assert fit_unit(5000, 5000, (WIDE, TALL), 64)[0] == 64
    assert fit_unit(20, 20, (WIDE, TALL), 64) == (8, 1)
    assert fit_unit(20, 20, (WIDE,), 64, least=3) == (3, 0)


def test_no_shape_is_an_error():
    with pytest.raises(ValueError):
        fit_unit(100, 100, (), 64)
